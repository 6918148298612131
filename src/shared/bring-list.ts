// The bring list's bodies as the server and the host's editor check them (decision 0066).

import {
  ANSWER_FIRST,
  ITEM_NAME_REQUIRED,
  MAX_ITEM_NAME,
  MAX_QUANTITY,
  QUANTITY_RANGE,
} from "./bring-list-rules.ts";
import { textProblem } from "./field-rules.ts";
import { plainText } from "./fields.ts";
import { z } from "./zod.ts";

export * from "./bring-list-rules.ts";

const itemName = plainText(ITEM_NAME_REQUIRED)
  .trim()
  .superRefine((text, ctx) => {
    const problem = textProblem(text, ITEM_NAME_REQUIRED, MAX_ITEM_NAME);
    if (problem) ctx.addIssue({ code: "custom", message: problem, params: { max: MAX_ITEM_NAME } });
  });

const quantity = z
  .number({ error: QUANTITY_RANGE })
  .int(QUANTITY_RANGE)
  .min(1, QUANTITY_RANGE)
  .max(MAX_QUANTITY, QUANTITY_RANGE);

/** What the host sends to add or change an item; no quantity means one. */
export const bringItemSchema = z.object({
  name: itemName,
  quantity: quantity.optional().default(1),
});
export type BringItemInput = z.input<typeof bringItemSchema>;
export type BringItem = z.output<typeof bringItemSchema>;

/** A guest's claim names the answer it is made with (proved by its secret or the signed-in owner). */
export const bringClaimSchema = z.object({
  responseId: z.string({ error: ANSWER_FIRST }).trim().min(1, ANSWER_FIRST).max(64, ANSWER_FIRST),
});
export type BringClaimInput = z.input<typeof bringClaimSchema>;
