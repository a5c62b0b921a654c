import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api-file';

describe('fileNameOf', () => {
  it("reads the name a download's Content-Disposition gives, the UTF-8 one first", () => {
    expect(fileNameOf('attachment; filename="bookings-2026-03-01.csv"')).toBe('bookings-2026-03-01.csv');
    expect(fileNameOf('attachment; filename=customers.csv')).toBe('customers.csv');
    expect(fileNameOf(`attachment; filename="cafe.csv"; filename*=UTF-8''caf%C3%A9.csv`)).toBe('café.csv');
    // A broken escape falls back to the plain name.
    expect(fileNameOf(`attachment; filename="cafe.csv"; filename*=UTF-8''caf%E9.csv`)).toBe('cafe.csv');
  });

  it('has no name without the header or without a name in it', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});
