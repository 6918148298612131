// A TCP port that a test opens and closes in front of a real server: closed, connections are
// refused as from a server that is not up yet; closing also cuts every connection through it, as
// an outage does.
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Starts accepting and passing connections on to the target. */
  open(): Promise<void>;
  /** Stops accepting and cuts every connection in flight. */
  close(): Promise<void>;
}

export function tcpProxy(port: number, target: { host: string; port: number }): TcpProxy {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  return {
    port,
    open: () =>
      new Promise((resolve, reject) => {
        const listening = net.createServer((client) => {
          const upstream = net.connect(target.port, target.host);
          track(client);
          track(upstream);
          client.once("close", () => upstream.destroy());
          upstream.once("close", () => client.destroy());
          client.pipe(upstream).pipe(client);
        });
        listening.once("error", reject);
        listening.listen(port, "127.0.0.1", () => {
          server = listening;
          resolve();
        });
      }),
    close: async () => {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}
