// @vitest-environment happy-dom
// The time-zone search says how many zones match, and says so when none does (issue 38), while
// the chosen zone stays in the list.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { TimeZonePicker } from './time-zone-picker';

cleanUpAfterEach();

const field = {
  name: 'timezone',
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
};

describe('TimeZonePicker', () => {
  it('says how many zones match a search, and that none does', async () => {
    const { user } = renderWith(
      <TimeZonePicker field={field} error={undefined} currentTimeZone="Europe/Berlin" />,
    );
    const search = screen.getByRole('searchbox', { name: 'Find a time zone' });

    await fill(user, search, 'Tokyo');
    expect(screen.getByText('1 time zone match: choose in the list below.')).toBeTruthy();

    await fill(user, search, 'Atlantis');
    expect(screen.getByText('No time zone matches.')).toBeTruthy();
    // The chosen zone is still there to keep.
    expect(screen.getByRole('option', { name: /Europe\/Berlin/ })).toBeTruthy();
  });
});
