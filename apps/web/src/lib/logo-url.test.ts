import { describe, expect, it } from 'vitest';
import { logoCandidates } from './logo-url';

describe('logoCandidates', () => {
  it('has nothing to try without a logo', () => {
    expect(logoCandidates(null, 'https://app.example')).toEqual([]);
    expect(logoCandidates('  ', 'https://app.example')).toEqual([]);
  });

  it('tries a server path once when the API is this site', () => {
    expect(logoCandidates('/uploads/logos/a.png', 'https://app.example')).toEqual(['/uploads/logos/a.png']);
  });

  it('tries the path, then the API origin, when the API lives elsewhere', () => {
    // The uploads variant is the path itself, already tried first.
    expect(logoCandidates('/uploads/logos/a.png', 'https://api.example', 'https://app.example')).toEqual([
      '/uploads/logos/a.png',
      'https://api.example/uploads/logos/a.png',
    ]);
  });

  it('falls back from an absolute URL on an old host to the API origin, then to /uploads', () => {
    expect(
      logoCandidates(
        'https://old.example/static/uploads/logos/a.png',
        'https://api.example',
        'https://app.example',
      ),
    ).toEqual([
      'https://old.example/static/uploads/logos/a.png',
      'https://api.example/static/uploads/logos/a.png',
      '/uploads/logos/a.png',
    ]);
  });

  it('treats a bare file name as a path and guesses the logos folder last', () => {
    expect(logoCandidates('a.png', 'https://api.example', 'https://app.example')).toEqual([
      '/a.png',
      'https://api.example/a.png',
      '/uploads/logos/a.png',
    ]);
  });

  it('never loads other schemes', () => {
    expect(logoCandidates('javascript:alert(1)', 'https://app.example')).toEqual([]);
    expect(logoCandidates('file:///etc/passwd', 'https://app.example')).toEqual([]);
  });

  it('keeps data and blob URLs as they are', () => {
    expect(logoCandidates('data:image/png;base64,AAAA', 'https://app.example')).toEqual([
      'data:image/png;base64,AAAA',
    ]);
  });
});
