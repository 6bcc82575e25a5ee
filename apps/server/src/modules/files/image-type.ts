/** The image kinds users may upload, recognised by their first bytes, never by name or declared type. */
const signatures: { ext: string; mime: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: "jpg",
    mime: "image/jpeg",
    test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: "png",
    mime: "image/png",
    test: (b) =>
      b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: "gif",
    mime: "image/gif",
    test: (b) => b.length > 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString("latin1")),
  },
  {
    ext: "webp",
    mime: "image/webp",
    test: (b) =>
      b.length > 12 &&
      b.subarray(0, 4).toString("latin1") === "RIFF" &&
      b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

export function detectImage(bytes: Buffer): { ext: string; mime: string } | undefined {
  const match = signatures.find((s) => s.test(bytes));
  return match && { ext: match.ext, mime: match.mime };
}

export const mimeOfName = (name: string) =>
  signatures.find((s) => name.endsWith(`.${s.ext}`))?.mime ?? "application/octet-stream";
