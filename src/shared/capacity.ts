// Capacity: the first maxCapacity "yes" answers (by time answered) are confirmed, the rest wait.

export function spotsTaken(responses: readonly { response: string }[]): number {
  return responses.filter((r) => r.response === "yes").length;
}

export function isFull(yesCount: number, maxCapacity: number | null | undefined): boolean {
  return maxCapacity != null && yesCount >= maxCapacity;
}

export function hangFullMessage(maxCapacity: number) {
  return {
    title: "This hang is full!",
    description: `All ${maxCapacity} spots are taken. You can respond "Maybe" in case spots open up.`,
  };
}
