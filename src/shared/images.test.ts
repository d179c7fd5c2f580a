import { describe, expect, it } from 'vitest';
import { imageSources, previewName, previewSourceUrls, renditionWidths, storedRenditions } from './images';

const id = '0b6f1c1e-8a4e-4f0e-9d57-3c1f6d2b7a10';

describe('renditionWidths', () => {
  it('lists the responsive widths below the source, then the source capped at 1600', () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(renditionWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(renditionWidths(1024)).toEqual([320, 640, 1024]);
    expect(renditionWidths(700)).toEqual([320, 640, 700]);
    expect(renditionWidths(200)).toEqual([200]);
  });
});

describe('imageSources', () => {
  it('builds the srcset of a stored upload from its URL', () => {
    expect(imageSources(`/uploads/${id}-1600.webp`)).toEqual({
      src: `/uploads/${id}-1600.webp`,
      srcSet: [320, 640, 1024, 1600].map((w) => `/uploads/${id}-${w}.webp ${w}w`).join(', '),
      avifSrcSet: undefined,
      widths: [320, 640, 1024, 1600],
    });
  });

  it('adds the AVIF srcset of an upload stored with AVIF renditions (its name ends in -a)', () => {
    expect(imageSources(`/uploads/${id}-a-1024.webp`)).toEqual({
      src: `/uploads/${id}-a-1024.webp`,
      srcSet: [320, 640, 1024].map((w) => `/uploads/${id}-a-${w}.webp ${w}w`).join(', '),
      avifSrcSet: [320, 640, 1024].map((w) => `/uploads/${id}-a-${w}.avif ${w}w`).join(', '),
      widths: [320, 640, 1024],
    });
    expect(imageSources(`/uploads/${id}-b-1024.webp`).srcSet).toBeUndefined();
  });

  it('lists only the widths stored for a small image', () => {
    expect(imageSources(`/uploads/${id}-700.webp`).srcSet).toBe(
      `/uploads/${id}-320.webp 320w, /uploads/${id}-640.webp 640w, /uploads/${id}-700.webp 700w`,
    );
    expect(imageSources(`/uploads/${id}-120.webp`)).toMatchObject({ srcSet: `/uploads/${id}-120.webp 120w` });
  });

  it('leaves out renditions wider than a thumbnail needs, keeping at least the smallest', () => {
    expect(imageSources(`/uploads/${id}-a-1600.webp`, 640)).toMatchObject({
      srcSet: `/uploads/${id}-a-320.webp 320w, /uploads/${id}-a-640.webp 640w`,
      avifSrcSet: `/uploads/${id}-a-320.avif 320w, /uploads/${id}-a-640.avif 640w`,
      widths: [320, 640],
    });
    expect(imageSources(`/uploads/${id}-120.webp`, 64).widths).toEqual([120]);
  });

  it('leaves any other URL as it is, without a srcset', () => {
    for (const url of [
      '/images/fallback-news.jpg',
      `/uploads/${id}.webp`,
      `/uploads/${id}-0.webp`,
      `/uploads/${id}-640.gif`,
      `https://example.com/uploads/${id}-640.webp`,
      '',
    ]) {
      expect(imageSources(url)).toEqual({ src: url, srcSet: undefined, widths: [] });
    }
  });
});

describe('previews', () => {
  it('name the preview JPEG after the file the URL names, and read the sources back from it', () => {
    expect(previewName(`/uploads/${id}-a-1600.webp`)).toBe(`${id}-a-1600-og.jpg`);
    expect(previewSourceUrls(`${id}-a-1600-og.jpg`)).toEqual([
      `/uploads/${id}-a-1600.webp`,
      `/uploads/${id}-a-1600.gif`,
    ]);
    for (const url of ['/images/news-fallback.svg', '/uploads/../x.webp', `/uploads/${id}-a-640.avif`]) {
      expect(previewName(url)).toBeNull();
    }
    for (const name of [`${id}-a-640.webp`, '../x-og.jpg', 'x-og.jpeg']) expect(previewSourceUrls(name)).toBeNull();
  });
});

describe('storedRenditions', () => {
  it('names every width and format stored for an upload', () => {
    expect(storedRenditions(`/uploads/${id}-a-700.webp`)).toEqual([
      ...[320, 640, 700].flatMap((w) => [`${id}-a-${w}.webp`, `${id}-a-${w}.avif`]),
      `${id}-a-700-og.jpg`,
    ]);
    expect(storedRenditions(`/uploads/${id}-640.webp`)).toEqual([
      `${id}-320.webp`,
      `${id}-640.webp`,
      `${id}-640-og.jpg`,
    ]);
  });

  it('answers an older upload as its one file, and nothing for a URL that is not an upload', () => {
    expect(storedRenditions('/uploads/old-name.gif')).toEqual(['old-name.gif', 'old-name-og.jpg']);
    expect(storedRenditions('https://example.com/a.webp')).toEqual([]);
    expect(storedRenditions('/uploads/../x.webp')).toEqual([]);
  });
});
