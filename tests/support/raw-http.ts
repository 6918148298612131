// HTTP written by hand on a socket, for what fetch will not send: another Host, HTTP/1.0.
import net from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export async function rawRequest(
  port: number,
  path: string,
  { method = "GET", headers = {}, version = "1.1", body = "" } = {} as {
    method?: string;
    headers?: Record<string, string>;
    version?: "1.0" | "1.1";
    body?: string;
  },
): Promise<RawAnswer> {
  const lines = [`${method} ${path} HTTP/${version}`];
  const all: Record<string, string> = { Host: `127.0.0.1:${port}`, Connection: "close", ...headers };
  if (body) all["Content-Length"] = String(Buffer.byteLength(body));
  for (const [name, value] of Object.entries(all)) lines.push(`${name}: ${value}`);
  const text = await new Promise<string>((resolve, reject) => {
    // Written, not ended: a server may drop a request whose client has half-closed before it answers.
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
  });
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const parsed: Record<string, string> = {};
  for (const line of headerLines) {
    const at = line.indexOf(":");
    parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers: parsed, body: rest.join("\r\n\r\n") };
}
