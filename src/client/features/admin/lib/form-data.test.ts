import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('sends only fields with a value, and the file under its field name', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const form = toFormData(
      { name: 'Kila', age: 12, order: 0, location: '', description: '   ', teamId: undefined, photoUrl: null },
      { field: 'photo', file },
    );
    expect([...form.keys()]).toEqual(['name', 'age', 'order', 'photo']);
    expect(form.get('age')).toBe('12');
    expect(form.get('order')).toBe('0');
    expect((form.get('photo') as File).name).toBe('photo.png');
  });

  it('leaves the file out when none is chosen (an edit keeps the current one)', () => {
    expect([...toFormData({ name: 'A' }, { field: 'logo', file: null }).keys()]).toEqual(['name']);
  });
});
