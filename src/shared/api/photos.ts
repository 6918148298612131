// What the API answers about a hang's album: each photo as its viewer may see it.
import { z } from "../zod.ts";
import { instant } from "./common.ts";

export const photoViewSchema = z
  .object({
    id: z.string(),
    url: z.string().describe("The full-size image (longest edge at most 2,560 px), at an unguessable path."),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    addedBy: z
      .string()
      .describe("The guest's name as they answered (Anonymous when kept private), or the host's."),
    addedAt: instant,
    mine: z.boolean().describe("The viewer added it, so they may delete it."),
    hidden: z.boolean().describe("Hidden by a host: listed to hosts only."),
  })
  .meta({ id: "Photo" });
