import { DEMO_CITIES } from './cities.js';
import type { Random } from './random.js';
import { DEMO_ROOMS } from './rooms.js';

/**
 * Rooms in turn: sessions of large types go to the large rooms, the others go round the cities
 * (the large cities more often), so that every city hosts some.
 */
export function placeChooser(random: Random) {
  const weights: Record<string, number> = { Toulouse: 3, Montpellier: 3, Nîmes: 2 };
  const cityTurns = random.shuffle(
    DEMO_CITIES.flatMap((city) => Array<string>(weights[city.value] ?? 1).fill(city.value)),
  );
  const large = DEMO_ROOMS.filter((room) => (room.seatAmount ?? 0) >= 40);
  const roomTurns = new Map<string, number>();
  let cityTurn = 0;
  let largeTurn = 0;
  const place = (room: (typeof DEMO_ROOMS)[number]) => ({
    name: room.name,
    cityCode: DEMO_CITIES.find((city) => city.value === room.city)!.code,
    seatAmount: room.seatAmount ?? 0,
    cost: room.cost ?? '0',
  });
  return {
    next(needsLargeRoom: boolean) {
      if (needsLargeRoom) return place(large[largeTurn++ % large.length]!);
      const city = cityTurns[cityTurn++ % cityTurns.length]!;
      const inCity = DEMO_ROOMS.filter((room) => room.city === city);
      const turn = roomTurns.get(city) ?? 0;
      roomTurns.set(city, turn + 1);
      return place(inCity[turn % inCity.length]!);
    },
  };
}
