// Drawn preview images, by version (which names the hang's drawn texts and language): a link
// shared in a group is opened by everyone at once, and each messenger's fetcher asks on its own.
// A few recent images only: a hang's image is asked for in bursts, when its link is shared.

export const CACHED_IMAGES = 48;

export function imageCache(size = CACHED_IMAGES) {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recent first.
  const images = new Map<string, Promise<Buffer>>();
  return {
    /** The image for `version`, drawn once: askers during the drawing wait for the same one. */
    get(version: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      let image = images.get(version);
      if (image) images.delete(version);
      else {
        image = draw();
        // A failed drawing is not kept: the next asker tries again.
        const drawing = image;
        drawing.catch(() => images.get(version) === drawing && images.delete(version));
      }
      images.set(version, image);
      while (images.size > size) images.delete(images.keys().next().value!);
      return image;
    },
    get size() {
      return images.size;
    },
  };
}
