// The child process holding many open event streams (sse-clients.ts), driven over IPC: each ask
// sends one message and waits for the reply it expects.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FromClients, ToClients } from "./sse-clients.ts";

export class StreamClients {
  private readonly child = fork(fileURLToPath(new URL("./sse-clients.ts", import.meta.url)), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });

  ask<T extends FromClients["type"]>(
    message: ToClients,
    expect: T,
  ): Promise<Extract<FromClients, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (reply: FromClients) => {
        this.child.off("message", onMessage);
        if (reply.type === "error") reject(new Error(`stream clients: ${reply.message}`));
        else if (reply.type !== expect) reject(new Error(`stream clients answered ${reply.type}`));
        else resolve(reply as Extract<FromClients, { type: T }>);
      };
      this.child.on("message", onMessage);
      this.child.send(message);
    });
  }

  close(): void {
    if (this.child.connected) this.child.send({ type: "close" } satisfies ToClients);
  }
}
