// A raw message (as the SMTP sink received it) taken apart by hand into its MIME tree: each part's
// headers and decoded body, so tests see exactly what a mail client gets, not a parser's summary.

export interface MimePart {
  /** "1", "1.2": where the part sits in the tree ("" for the message itself). */
  path: string;
  /** Header names lower-cased; folded lines joined. */
  headers: Record<string, string>;
  /** The media type, lower-cased, without parameters: "multipart/alternative", "text/calendar". */
  type: string;
  /** Content-Type parameters, names lower-cased, quotes removed. */
  params: Record<string, string>;
  /** A leaf's body, transfer encoding undone, as UTF-8 text. */
  body: string;
  parts: MimePart[];
}

function splitHead(text: string): [string, string] {
  const at = text.search(/\r?\n\r?\n/);
  if (at < 0) return [text, ""];
  const gap = /\r?\n\r?\n/.exec(text.slice(at))![0].length;
  return [text.slice(0, at), text.slice(at + gap)];
}

function readHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function readParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const piece of value.split(";").slice(1)) {
    const eq = piece.indexOf("=");
    if (eq > 0)
      params[piece.slice(0, eq).trim().toLowerCase()] = piece
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, "");
  }
  return params;
}

function decode(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable": {
      const text = body.replace(/=\r?\n/g, "");
      const bytes: number[] = [];
      for (let i = 0; i < text.length; i++) {
        const hex = text.slice(i + 1, i + 3);
        if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(Number.parseInt(hex, 16));
          i += 2;
        } else bytes.push(...Buffer.from(text[i]!, "utf8"));
      }
      return Buffer.from(bytes).toString("utf8");
    }
    default:
      return body;
  }
}

export function mimeTree(raw: string, path = ""): MimePart {
  const [head, body] = splitHead(raw);
  const headers = readHeaders(head);
  const contentType = headers["content-type"] ?? "text/plain";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const params = readParams(contentType);
  if (!type.startsWith("multipart/") || !params.boundary) {
    return {
      path,
      headers,
      type,
      params,
      body: decode(body, headers["content-transfer-encoding"]),
      parts: [],
    };
  }
  const delimiter = `--${params.boundary}`;
  const pieces = body.split(delimiter).slice(1);
  const parts = pieces
    .filter((piece) => !piece.startsWith("--"))
    // The line break before a delimiter belongs to the delimiter, not to the part.
    .map((piece, i) =>
      mimeTree(piece.replace(/^\r?\n/, "").replace(/\r?\n$/, ""), path ? `${path}.${i + 1}` : String(i + 1)),
    );
  return { path, headers, type, params, body: "", parts };
}

/** Every part of the tree, the message first, depth first. */
export function allParts(part: MimePart): MimePart[] {
  return [part, ...part.parts.flatMap(allParts)];
}
