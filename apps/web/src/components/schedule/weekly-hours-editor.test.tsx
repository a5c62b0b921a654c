// @vitest-environment happy-dom
// The weekly hours editor with a split shift (issue 39): a second interval added to a day, its
// times set, saved as the day's intervals with its first opening and last closing; removed again;
// and the shared schema's message for overlapping hours shown under the day.
import { defaultSchedule } from '@booklane/shared/domain';
import { updateScheduleRequestSchema, type Schedule } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { dayErrorsOf, WeeklyHoursEditor } from './weekly-hours-editor';

cleanUpAfterEach();

/** The editor in a form checked by the shared schema, as the Schedule tab uses it. */
function HoursForm({ onSave }: { onSave: (schedule: Schedule) => void }) {
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<{ schedule: Schedule }>({
    resolver: zodResolver(updateScheduleRequestSchema),
    defaultValues: { schedule: defaultSchedule() },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSave(values.schedule))}>
      <Controller
        control={control}
        name="schedule"
        render={({ field }) => (
          <WeeklyHoursEditor
            legend="Weekly hours"
            value={field.value}
            onChange={field.onChange}
            errors={dayErrorsOf(errors.schedule)}
          />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('WeeklyHoursEditor', () => {
  it('saves a day of two intervals, and a day of one again once the second is removed', async () => {
    const onSave = vi.fn();
    const { user } = renderWith(<HoursForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await fill(user, screen.getByLabelText('Monday closing time'), '12:00');
    await fill(user, screen.getByLabelText('Monday opening time 2'), '14:00');
    await fill(user, screen.getByLabelText('Monday closing time 2'), '19:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]?.[0] as Schedule;
    expect(saved.monday).toEqual({
      start: '09:00',
      end: '19:00',
      isOpen: true,
      intervals: [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '19:00' },
      ],
    });
    // The other days keep the shape of one interval.
    expect(saved.tuesday).toEqual({ start: '09:00', end: '17:00', isOpen: true });

    await user.click(screen.getByRole('button', { name: 'Remove Monday hours 2' }));
    expect(screen.queryByLabelText('Monday opening time 2')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect((onSave.mock.calls[1]?.[0] as Schedule).monday).toEqual({
      start: '09:00',
      end: '12:00',
      isOpen: true,
    });
  });

  it('says when the hours of a day overlap, and saves nothing', async () => {
    const onSave = vi.fn();
    const { user } = renderWith(<HoursForm onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    await fill(user, screen.getByLabelText('Friday opening time 2'), '16:00');
    await fill(user, screen.getByLabelText('Friday closing time 2'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        "Friday: A day's opening hours must not overlap: each one starts after the previous one ends",
      ),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
