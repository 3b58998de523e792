import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { collectDropped, collectFiles, leavesFolder, PickError } from './collect-files';

const file = (name: string, type = '') => new File([new Uint8Array([1, 2, 3])], name, { type });
const zip = (entries: Record<string, Uint8Array>, name = 'trip.zip') =>
  new File([zipSync(entries)], name, { type: 'application/zip' });

describe('leavesFolder', () => {
  it('finds the paths that climb out or start at the root', () => {
    for (const name of [
      '../evil.jpg',
      'trip/../../evil.jpg',
      '/etc/evil.jpg',
      'C:/evil.jpg',
      'a\\..\\evil.jpg',
    ])
      expect(leavesFolder(name), name).toBe(true);
    for (const name of ['trip/IMG_1.jpg', 'IMG..1.jpg', 'a/b/c.jpg', '..hidden/x.jpg'])
      expect(leavesFolder(name), name).toBe(false);
  });
});

describe('collectFiles', () => {
  it('keeps the photos and counts the rest', async () => {
    const collected = await collectFiles([
      file('a.jpg'),
      file('b.HEIC'),
      file('notes.txt'),
      file('c', 'image/png'),
      file('.DS_Store'),
    ]);
    expect(collected.photos.map((p) => p.path)).toEqual(['a.jpg', 'b.HEIC', 'c']);
    expect(collected.skipped).toBe(2);
  });

  it('refuses more than 500 photos', async () => {
    const many = Array.from({ length: 501 }, (_, i) => file(`${i}.jpg`));
    await expect(collectFiles(many)).rejects.toThrow('That is 501 photos: at most 500 at once.');
  });

  it("opens a zip's photos, leaving out the rest and the Finder's leftovers", async () => {
    const bytes = new Uint8Array([9, 9, 9]);
    const collected = await collectFiles([
      zip({
        'trip/a.jpg': bytes,
        'trip/b.txt': bytes,
        '__MACOSX/trip/._a.jpg': bytes,
        'trip/sub/c.png': bytes,
      }),
    ]);
    expect(collected.photos.map((p) => p.path)).toEqual(['trip.zip/trip/a.jpg', 'trip.zip/trip/sub/c.png']);
    expect(collected.photos[0]!.file.name).toBe('a.jpg');
    expect(collected.photos[0]!.file.type).toBe('image/jpeg');
    expect(new Uint8Array(await collected.photos[0]!.file.arrayBuffer())).toEqual(bytes);
    expect(collected.skipped).toBe(2);
  });

  it('refuses a whole zip with an entry that leaves its folder, naming it', async () => {
    const bytes = new Uint8Array([1]);
    const promise = collectFiles([zip({ 'trip/a.jpg': bytes, '../evil.jpg': bytes })]);
    await expect(promise).rejects.toBeInstanceOf(PickError);
    await expect(promise).rejects.toThrow('its entry “../evil.jpg” points outside');
  });

  it('refuses a zip of 10,000 photos before unpacking them', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 10_000; i++) entries[`IMG_${i}.jpg`] = new Uint8Array([1]);
    await expect(collectFiles([zip(entries)])).rejects.toThrow('That is 10,000 photos: at most 500 at once.');
  });

  it('says a broken zip could not be read', async () => {
    await expect(collectFiles([new File([new Uint8Array([80, 75, 3, 4, 0])], 'broken.zip')])).rejects.toThrow(
      'The zip “broken.zip” could not be read',
    );
  });
});

/** A folder as the File and Directory Entries API gives it: readEntries answers a few at a time. */
function folder(name: string, children: FileSystemEntry[]): FileSystemEntry {
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (resolve: (batch: FileSystemEntry[]) => void) => {
          const batch = children.slice(at, at + 100);
          at += batch.length;
          setTimeout(() => resolve(batch), 0);
        },
      };
    },
  } as unknown as FileSystemEntry;
}

function fileEntry(name: string): FileSystemEntry {
  return {
    name,
    isFile: true,
    isDirectory: false,
    file: (resolve: (file: File) => void) => resolve(file(name)),
  } as unknown as FileSystemEntry;
}

const dropOf = (entries: FileSystemEntry[]) =>
  entries.map((entry) => ({
    kind: 'file',
    webkitGetAsEntry: () => entry,
    getAsFile: () => null,
  })) as unknown as DataTransferItemList;

describe('collectDropped', () => {
  it('walks folders inside folders, reading every batch, with each photo keeping its path', async () => {
    const many = Array.from({ length: 250 }, (_, i) => fileEntry(`IMG_${i}.jpg`));
    const tree = folder('trip', [fileEntry('a.jpg'), fileEntry('notes.txt'), folder('day 2', many)]);
    const collected = await collectDropped(dropOf([tree, fileEntry('loose.png')]));
    expect(collected.photos).toHaveLength(252);
    expect(collected.photos[0]!.path).toBe('trip/a.jpg');
    expect(collected.photos.some((p) => p.path === 'trip/day 2/IMG_249.jpg')).toBe(true);
    expect(collected.photos.at(-1)!.path).toBe('loose.png');
    expect(collected.skipped).toBe(1);
  });

  it('refuses a folder of 10,000 photos without opening one', async () => {
    let opened = 0;
    const entries = Array.from({ length: 10_000 }, (_, i) => {
      const entry = fileEntry(`IMG_${i}.jpg`) as unknown as { file: (resolve: (f: File) => void) => void };
      const open = entry.file;
      entry.file = (resolve) => {
        opened++;
        open(resolve);
      };
      return entry as unknown as FileSystemEntry;
    });
    await expect(collectDropped(dropOf([folder('camera roll', entries)]))).rejects.toThrow(
      'That is 10,000 photos: at most 500 at once.',
    );
    expect(opened).toBe(0);
  });
});
