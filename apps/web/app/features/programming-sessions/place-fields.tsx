import { SESSION_FIELD_LABELS, t } from '@passerelle/shared';
import { useEffect, useState } from 'react';

import { Combobox, type ComboboxOption } from '~/admin-kit/combobox';
import { useDebouncedCallback } from '~/admin-kit/use-debounced-callback';
import { Field } from '~/components/ui/field';

import { controlId, SelectField } from '~/components/ui/form-controls';
import { listRooms, searchCities, type NamedOption } from './programming-tabs-api';

export interface PlaceValue {
  cityId: string;
  cityName: string;
  roomId: string;
}

export interface PlaceFieldsProps {
  formId: string;
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  errors: Record<string, string[] | undefined>;
  /** The saved room's name: kept among the choices even when the list does not hold it. */
  savedRoom: NamedOption | null;
}

const cityOption = (city: NamedOption): ComboboxOption => ({
  value: String(city.id),
  label: city.name,
});

/**
 * The city (a combobox searching `GET /api/cities`) and the room of a session. Rooms carry their
 * city as text, so the room list is narrowed to the chosen city's name; choosing another city
 * clears a room that does not belong to it.
 */
export function PlaceFields({ formId, value, onChange, errors, savedRoom }: PlaceFieldsProps) {
  const chosenCity: ComboboxOption | null = value.cityId
    ? { value: value.cityId, label: value.cityName }
    : null;
  const [found, setFound] = useState<ComboboxOption[]>([]);
  const [rooms, setRooms] = useState<NamedOption[] | null>(null);
  const [roomsFailed, setRoomsFailed] = useState(false);

  const search = useDebouncedCallback((q: string) => {
    void searchCities(q).then((cities) => setFound(cities.map(cityOption)));
  });
  useEffect(() => {
    const controller = new AbortController();
    void searchCities('', controller.signal).then((cities) => {
      if (!controller.signal.aborted) setFound(cities.map(cityOption));
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void listRooms(value.cityName || null, controller.signal).then((list) => {
      if (controller.signal.aborted) return;
      setRooms(list ?? []);
      setRoomsFailed(list === null);
    });
    return () => controller.abort();
  }, [value.cityName]);

  const cityOptions =
    chosenCity && !found.some((option) => option.value === chosenCity.value)
      ? [chosenCity, ...found]
      : found;

  const roomChoices = [...(rooms ?? [])];
  const keepSaved =
    savedRoom &&
    String(savedRoom.id) === value.roomId &&
    !roomChoices.some((r) => r.id === savedRoom.id);
  if (keepSaved) roomChoices.unshift(savedRoom);

  const chooseCity = (next: string | null) => {
    const option = cityOptions.find((candidate) => candidate.value === next) ?? null;
    onChange({
      cityId: option?.value ?? '',
      cityName: option?.label ?? '',
      // The room list changes with the city: the old room is left to be chosen again.
      roomId: option?.value === value.cityId ? value.roomId : '',
    });
  };

  const cityId = controlId(formId, 'cityId');
  const roomHint = roomsFailed
    ? t('programmingSessions.room.loadError')
    : value.cityName
      ? t('programmingSessions.room.ofCity', { city: value.cityName })
      : t('programmingSessions.room.all');

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={cityId} label={SESSION_FIELD_LABELS.cityId} errors={errors.cityId}>
        {(control) => (
          <Combobox
            id={cityId}
            label={SESSION_FIELD_LABELS.cityId}
            options={cityOptions}
            value={value.cityId || null}
            onChange={chooseCity}
            onInputChange={search.run}
            invalid={control['aria-invalid']}
            describedBy={control['aria-describedby']}
          />
        )}
      </Field>
      <SelectField
        id={controlId(formId, 'roomId')}
        label={SESSION_FIELD_LABELS.roomId}
        hint={roomHint}
        value={value.roomId}
        onChange={(roomId) => onChange({ ...value, roomId })}
        errors={errors.roomId}
        options={[
          { value: '', label: t('programmingSessions.room.none') },
          ...roomChoices.map((room) => ({ value: String(room.id), label: room.name })),
        ]}
      />
    </div>
  );
}
