// What the server answers between binding its port and being ready (opening the database, migrating,
// starting the workers): alive, not ready. Listening this early lets an orchestrator tell a slow
// start (a migration, a new embedded database) from a hung process.
const noStore = { "Cache-Control": "no-store" };

export function answerWhileStarting(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname === "/livez") return Response.json({ status: "alive" }, { headers: noStore });
  if (pathname === "/readyz") return Response.json({ status: "starting" }, { status: 503, headers: noStore });
  return Response.json(
    { message: "Hangs is starting. Try again in a moment." },
    { status: 503, headers: { ...noStore, "Retry-After": "1" } },
  );
}
