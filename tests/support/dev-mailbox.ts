// Counting what the dev mailbox holds for one recipient, as the browser tests for groups do.

/** How many messages the dev mailbox holds for this address (waits for at least `atLeast`). */
export async function mailCountTo(baseUrl: string, address: string, atLeast: number): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const html = await (await fetch(`${baseUrl}/dev/mail`)).text();
    const count = html.split(`>${address}</td>`).length - 1;
    if (count >= atLeast || Date.now() > deadline) return count;
    await new Promise((r) => setTimeout(r, 250));
  }
}
