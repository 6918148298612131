// Guests' answers, the summary of them, the host's questions, invitations and nudges.
import {
  fullResponseSchema,
  givenResponseSchema,
  invitationSchema,
  invitedSchema,
  inviteeSchema,
  namesPageSchema,
  nudgesSchema,
  questionAnswersPageSchema,
  responseWithAnswersSchema,
  summarySchema,
} from "../../../shared/api/answers.ts";
import { hostAnswerSchema } from "../../../shared/host-answers.ts";
import { inviteSchema } from "../../../shared/invitations.ts";
import { questionAnswersPageQuery } from "../../../shared/question-schema.ts";
import { guestResponseSchema } from "../../../shared/response-schema.ts";
import { namesPageQuery, responsesPageQuery } from "../../../shared/summary.ts";
import { z } from "../../../shared/zod.ts";
import { type Area, type Credential, HOST, hostOnly } from "../operation.ts";

const GUEST: Credential[] = ["responseSecret", "session", "invitationKey"];
const LANGUAGE = { "Accept-Language": "The language the guest's mail about the hang comes in." };

export const answersArea: Area = {
  tag: "Answers",
  description:
    "Guests answer a hang's times; everyone sees counts and first names, the host sees everything.",
  operations: [
    {
      method: "get",
      path: "/api/hangs/{id}/responses",
      summary: "List answers, a page at a time",
      description:
        'Full answers for the host, public ones otherwise. The next page is in the `Link` header (rel="next").',
      credentials: HOST,
      query: responsesPageQuery,
      answers: { 200: z.array(responseWithAnswersSchema) },
      errors: [404],
    },
    {
      method: "post",
      path: "/api/hangs/{id}/responses",
      summary: "Answer a hang",
      description:
        "201 for a new answer, 200 when the same guest answered again. Keep `secret`: it proves the answer is yours.",
      credentials: GUEST,
      headers: LANGUAGE,
      body: guestResponseSchema,
      answers: { 200: givenResponseSchema, 201: givenResponseSchema },
      errors: [403, 404, 409, 429],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/responses/{responseId}",
      summary: "Read one answer",
      description: "In full for the host and the answer's own guest; the public view otherwise.",
      credentials: [...HOST, "responseSecret"],
      answers: { 200: responseWithAnswersSchema },
      errors: [404],
    },
    {
      method: "put",
      path: "/api/hangs/{id}/responses/{responseId}",
      summary: "Change an answer",
      credentials: GUEST,
      credentialsRequired: true,
      headers: LANGUAGE,
      body: guestResponseSchema,
      answers: { 200: givenResponseSchema },
      errors: [401, 404, 409, 429],
    },
    {
      method: "delete",
      path: "/api/hangs/{id}/responses/{responseId}",
      summary: "Erase your answer",
      credentials: ["responseSecret", "session"],
      credentialsRequired: true,
      answers: { 204: null },
      errors: [401, 403, 404, 429],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/my-response",
      summary: "The signed-in person's own answer",
      description: "Found by the session's verified address; null when there is none.",
      credentials: ["session"],
      answers: { 200: responseWithAnswersSchema.nullable() },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/summary",
      summary: "Counts and first names per time",
      description: "`stillWaiting` (invitees who have not answered) for the host only.",
      credentials: HOST,
      plainQuery: { response: "An answer's id: its place on the waitlist is answered as `waitlistPlace`." },
      answers: { 200: summarySchema },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/summary/names",
      summary: "Page through the names of one group",
      credentials: HOST,
      query: namesPageQuery,
      answers: { 200: namesPageSchema },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/question-answers",
      summary: "Answers to the host's questions, a page at a time",
      description: 'All of them for the host; those to "everyone sees" questions for anyone else.',
      credentials: HOST,
      query: questionAnswersPageQuery,
      answers: { 200: questionAnswersPageSchema },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/host-answers",
      summary: "Answers the host entered for others",
      ...hostOnly,
      answers: { 200: z.array(fullResponseSchema) },
      errors: [403, 404],
    },
    {
      method: "post",
      path: "/api/hangs/{id}/host-answers",
      summary: "Enter someone's answer",
      description: "For a guest who answered another way; the e-mail is optional.",
      ...hostOnly,
      body: hostAnswerSchema,
      answers: { 201: fullResponseSchema },
      errors: [404, 409, 429],
    },
    {
      method: "put",
      path: "/api/hangs/{id}/host-answers/{responseId}",
      summary: "Change an answer the host entered",
      ...hostOnly,
      body: hostAnswerSchema,
      answers: { 200: fullResponseSchema },
      errors: [404, 409, 429],
    },
    {
      method: "delete",
      path: "/api/hangs/{id}/host-answers/{responseId}",
      summary: "Remove an answer the host entered",
      ...hostOnly,
      answers: { 204: null },
      errors: [404, 409, 429],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/invitees",
      summary: "Who was invited, and whether the mail went out",
      ...hostOnly,
      answers: { 200: z.array(inviteeSchema) },
      errors: [403, 404],
    },
    {
      method: "post",
      path: "/api/hangs/{id}/invite",
      summary: "Invite someone by e-mail",
      description:
        "201 for a new invitee; 200 (`duplicate`) when the address was invited already: nothing is sent.",
      ...hostOnly,
      body: inviteSchema,
      answers: { 200: invitedSchema, 201: invitedSchema },
      errors: [404, 409, 429],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/invitation",
      summary: "Open a personal invitation link",
      credentials: ["invitationKey"],
      credentialsRequired: true,
      answers: { 200: invitationSchema },
      errors: [404],
    },
    {
      method: "get",
      path: "/api/hangs/{id}/nudges",
      summary: "Nudges sent and planned, per invitee who has not answered",
      ...hostOnly,
      answers: { 200: nudgesSchema },
      errors: [403, 404],
    },
  ],
};
