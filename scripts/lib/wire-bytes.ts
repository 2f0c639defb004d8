/** Every byte a server sends for one request, status line and headers included: a response's size on the wire. */
import { connect } from "node:net";

export function bytesOnTheWire(origin: string, path: string, headers: Record<string, string>): Promise<Buffer> {
  const { hostname, port, host } = new URL(origin);
  const request = [
    `GET ${path} HTTP/1.1`,
    `Host: ${host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
    "",
    "",
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      resolve(Buffer.concat(chunks));
    });
  });
}

/** What a browser asks for in production: brotli, over HTTPS (as a trusted proxy in front of the server says). */
export const BROWSER_OVER_HTTPS = { "Accept-Encoding": "gzip, deflate, br, zstd", "X-Forwarded-Proto": "https" };
