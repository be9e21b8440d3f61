import { describe, expect, it } from 'vitest';
import { forcedPlacement } from './registration-force';

const none = { hrValidation: false, providerValidation: false };
const both = { hrValidation: true, providerValidation: true };
const waiting = (status: 'REQUESTED' | 'PRE_REGISTERED') => ({ status, waitingList: true });

describe('forcedPlacement', () => {
  it('puts a registration on the waiting list when no seat is left for it', () => {
    const full = { seatsLeft: 0, othersWaiting: 0 };
    expect(forcedPlacement(waiting('PRE_REGISTERED'), full, none)).toEqual(
      waiting('PRE_REGISTERED'),
    );
    expect(forcedPlacement(waiting('REQUESTED'), { ...full, othersWaiting: 3 }, both)).toEqual(
      waiting('REQUESTED'),
    );
  });

  it('lets the people already waiting have a seat it frees (served oldest first)', () => {
    expect(
      forcedPlacement(waiting('PRE_REGISTERED'), { seatsLeft: 1, othersWaiting: 2 }, none),
    ).toEqual(waiting('PRE_REGISTERED'));
  });

  it('gives a free seat nobody waits for instead, passing the steps its type does not ask', () => {
    const free = { seatsLeft: 2, othersWaiting: 0 };
    expect(forcedPlacement(waiting('PRE_REGISTERED'), free, none)).toEqual({
      status: 'REGISTERED',
      waitingList: false,
    });
    expect(forcedPlacement(waiting('REQUESTED'), free, none)).toEqual({
      status: 'REGISTERED',
      waitingList: false,
    });
    expect(forcedPlacement(waiting('PRE_REGISTERED'), free, both)).toEqual({
      status: 'PRE_REGISTERED',
      waitingList: false,
    });
    // Still awaiting its HR validator: off the list, it takes a seat once validated.
    expect(forcedPlacement(waiting('REQUESTED'), free, both)).toEqual({
      status: 'REQUESTED',
      waitingList: false,
    });
  });

  it('leaves a target off the list as it is, whatever the seats', () => {
    for (const status of ['REGISTERED', 'CANCELED', 'PRE_REGISTERED'] as const) {
      expect(
        forcedPlacement({ status, waitingList: false }, { seatsLeft: 0, othersWaiting: 4 }, none),
      ).toEqual({ status, waitingList: false });
      expect(
        forcedPlacement({ status, waitingList: false }, { seatsLeft: 5, othersWaiting: 0 }, none),
      ).toEqual({ status, waitingList: false });
    }
  });
});
