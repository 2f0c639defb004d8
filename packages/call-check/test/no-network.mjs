// Loaded with `node --import` before vigil-check: any attempt to open a connection or resolve a name ends the process
// with status 99, so a test sees it. The command line must never try.
import dns from "node:dns";
import net from "node:net";
import tls from "node:tls";

const refuse = (what) => () => {
  process.stderr.write(`no-network: ${what} attempted\n`);
  process.exit(99);
};
net.Socket.prototype.connect = refuse("net.Socket.connect");
net.connect = net.createConnection = refuse("net.connect");
tls.connect = refuse("tls.connect");
dns.lookup = dns.resolve = refuse("dns");
dns.promises.lookup = dns.promises.resolve = refuse("dns");
globalThis.fetch = refuse("fetch");
globalThis.WebSocket = refuse("WebSocket");
