// Everything Hangs keeps about a signed-in person, for GET /api/user/export. Hangs they host come
// with counts, never other guests' addresses; their own answers, votes and suggestions in full.
// What is tied to an address is theirs only when the provider vouched for it.
import { asc, eq, or, sql } from "drizzle-orm";
import { isClaimedEmail } from "../../auth/profile.ts";
import type { Db } from "../../db/client.ts";
import {
  accountInvitations,
  activitySuggestions,
  activityVotes,
  authAccounts,
  authSessions,
  friendGroups,
  groupInviteOptOuts,
  groupMemberships,
  hangs,
  invitees,
  mailDeliveries,
  mailOptOuts,
  questionAnswers,
  responses,
  users,
} from "../../db/schema.ts";
import { AppError } from "../../http/errors.ts";
import { tokensForExport } from "../access-tokens/queries.ts";
import { claimsOfAddress } from "../bring-list/queries.ts";
import { photosOfAddress } from "../photos/queries.ts";
import { seriesForExport } from "../series/queries.ts";

// Drizzle names a column of a one-table select without its table; in a subquery that would be the
// subquery's own column, so the outer row is named in full.
const hangId = sql.raw(`"hangs"."id"`);
const groupId = sql.raw(`"friend_groups"."id"`);

/** Counts per hang (no list of other people). */
const answerCount = (answer: "yes" | "maybe" | "no") =>
  sql<number>`(select count(*)::int from ${responses} r where r.hang_id = ${hangId} and r.response = ${answer})`;

async function hostedHangs(db: Db, address: string) {
  return db
    .select({
      id: hangs.id,
      name: hangs.name,
      vibe: hangs.vibe,
      hostName: hangs.hostName,
      hostEmail: hangs.hostEmail,
      hostTimezone: hangs.hostTimezone,
      timeSlots: hangs.timeSlots,
      timeWindows: hangs.timeWindows,
      location: hangs.location,
      locationName: hangs.locationName,
      locationLat: hangs.locationLat,
      locationLng: hangs.locationLng,
      additionalDetails: hangs.additionalDetails,
      maxCapacity: hangs.maxCapacity,
      allowActivitySuggestions: hangs.allowActivitySuggestions,
      questions: hangs.questions,
      guestReminderSettings: hangs.guestReminderSettings,
      groupId: hangs.groupId,
      isFinalized: hangs.isFinalized,
      finalDateTime: hangs.finalDateTime,
      finalActivity: hangs.finalActivity,
      isCancelled: hangs.isCancelled,
      cancelledAt: hangs.cancelledAt,
      cancelReason: hangs.cancelReason,
      createdAt: hangs.createdAt,
      updatedAt: hangs.updatedAt,
      answers: {
        yes: answerCount("yes"),
        maybe: answerCount("maybe"),
        no: answerCount("no"),
      },
      invited: sql<number>`(select count(*)::int from ${invitees} i where i.hang_id = ${hangId})`,
      suggestions: sql<number>`(select count(*)::int from ${activitySuggestions} s where s.hang_id = ${hangId})`,
    })
    .from(hangs)
    .where(sql`lower(${hangs.hostEmail}) = ${address}`)
    .orderBy(asc(hangs.createdAt));
}

/** The name of the hang a row of `table` belongs to. */
const hangNameOf = (table: string) =>
  sql<string>`(select h.name from ${hangs} h where h.id = ${sql.raw(`"${table}"."hang_id"`)})`;

async function byAddressData(db: Db, address: string) {
  const [
    hosted,
    answers,
    votes,
    suggestions,
    invitations,
    mail,
    signUpInvitation,
    stoppedMail,
    stoppedGroupInvitations,
  ] = await Promise.all([
    hostedHangs(db, address),
    db
      .select({
        id: responses.id,
        hangId: responses.hangId,
        hangName: hangNameOf("responses"),
        guestName: responses.guestName,
        guestEmail: responses.guestEmail,
        response: responses.response,
        timeSlotAvailability: responses.timeSlotAvailability,
        availableTimeWindows: responses.availableTimeWindows,
        isPublic: responses.isPublic,
        // The zone the guest's browser reported: mails show the time on their clock.
        timeZone: responses.timeZone,
        // Whom they bring (decision 0065), and the times their Yes waits for a spot.
        plusOnes: responses.plusOnes,
        plusOneNames: responses.plusOneNames,
        waitingFor: responses.waitingFor,
        // Their answers to the host's questions, by question (labels in the hang's `questions`).
        questionAnswers: sql<
          Record<string, string>
        >`(select coalesce(jsonb_object_agg(qa.question_id, qa.value), '{}'::jsonb) from ${questionAnswers} qa where qa.response_id = ${sql.raw(`"responses"."id"`)})`,
        questions: sql<unknown>`(select h.questions from ${hangs} h where h.id = ${sql.raw(`"responses"."hang_id"`)})`,
        // Entered by the host for this address, and when its person took it over (decision 0068).
        enteredByHostAt: responses.enteredByHostAt,
        takenOverAt: responses.takenOverAt,
        respondedAt: responses.respondedAt,
        updatedAt: responses.updatedAt,
      })
      .from(responses)
      .where(sql`lower(${responses.guestEmail}) = ${address}`)
      .orderBy(asc(responses.respondedAt)),
    db
      .select({
        hangId: activityVotes.hangId,
        hangName: hangNameOf("activity_votes"),
        suggestionId: activityVotes.suggestionId,
        voterName: activityVotes.voterName,
        voteType: activityVotes.voteType,
        createdAt: activityVotes.createdAt,
      })
      .from(activityVotes)
      .where(sql`lower(${activityVotes.voterEmail}) = ${address}`)
      .orderBy(asc(activityVotes.createdAt)),
    db
      .select({
        id: activitySuggestions.id,
        hangId: activitySuggestions.hangId,
        hangName: hangNameOf("activity_suggestions"),
        suggestedBy: activitySuggestions.suggestedBy,
        vibe: activitySuggestions.vibe,
        customActivity: activitySuggestions.customActivity,
        description: activitySuggestions.description,
        createdAt: activitySuggestions.createdAt,
      })
      .from(activitySuggestions)
      .where(sql`lower(${activitySuggestions.suggestedByEmail}) = ${address}`)
      .orderBy(asc(activitySuggestions.createdAt)),
    db
      .select({
        hangId: invitees.hangId,
        hangName: hangNameOf("invitees"),
        invitedAt: invitees.invitedAt,
      })
      .from(invitees)
      .where(sql`lower(${invitees.email}) = ${address}`)
      .orderBy(asc(invitees.invitedAt)),
    db
      .select({
        kind: mailDeliveries.kind,
        hangId: mailDeliveries.hangId,
        status: mailDeliveries.status,
        queuedAt: mailDeliveries.claimedAt,
        sentAt: mailDeliveries.sentAt,
      })
      .from(mailDeliveries)
      .where(sql`lower(${mailDeliveries.recipient}) = ${address}`)
      .orderBy(asc(mailDeliveries.claimedAt)),
    db
      .select({ invitedAt: accountInvitations.createdAt })
      .from(accountInvitations)
      .where(sql`lower(${accountInvitations.email}) = ${address}`)
      .limit(1),
    // What the address asked Hangs to stop sending (a hang's mail, or all of it).
    db
      .select({ hangId: mailOptOuts.hangId, stoppedAt: mailOptOuts.createdAt })
      .from(mailOptOuts)
      .where(sql`lower(${mailOptOuts.email}) = ${address}`)
      .orderBy(asc(mailOptOuts.createdAt)),
    db
      .select({ stoppedAt: groupInviteOptOuts.createdAt })
      .from(groupInviteOptOuts)
      .where(sql`lower(${groupInviteOptOuts.email}) = ${address}`)
      .limit(1),
  ]);
  return {
    hosted,
    answers,
    votes,
    suggestions,
    invitations,
    mail,
    signUpInvitation: signUpInvitation[0] ?? null,
    stoppedMail,
    stoppedGroupInvitationsAt: stoppedGroupInvitations[0]?.stoppedAt ?? null,
  };
}

async function groupData(db: Db, userId: string, address: string | undefined) {
  const [created, memberships] = await Promise.all([
    db
      .select({
        id: friendGroups.id,
        name: friendGroups.name,
        description: friendGroups.description,
        savedEmails: friendGroups.emails,
        hostEmail: friendGroups.hostEmail,
        isActive: friendGroups.isActive,
        createdAt: friendGroups.createdAt,
        updatedAt: friendGroups.updatedAt,
        members: sql<number>`(select count(*)::int from ${groupMemberships} m where m.group_id = ${groupId})`,
      })
      .from(friendGroups)
      .where(eq(friendGroups.creatorId, userId))
      .orderBy(asc(friendGroups.createdAt)),
    db
      .select({
        groupId: groupMemberships.groupId,
        groupName: friendGroups.name,
        name: groupMemberships.name,
        email: groupMemberships.email,
        phoneNumber: groupMemberships.phoneNumber,
        role: groupMemberships.role,
        status: groupMemberships.status,
        invitedAt: groupMemberships.invitedAt,
        joinedAt: groupMemberships.joinedAt,
      })
      .from(groupMemberships)
      .innerJoin(friendGroups, eq(friendGroups.id, groupMemberships.groupId))
      .where(
        or(
          eq(groupMemberships.userId, userId),
          address ? sql`lower(${groupMemberships.email}) = ${address}` : sql`false`,
        ),
      )
      .orderBy(asc(groupMemberships.invitedAt)),
  ]);
  // Quick-invite lists (saved from the invite screen) keep addresses; groups keep members instead.
  return {
    friendGroups: created.filter((g) => g.savedEmails.length > 0),
    groups: created.filter((g) => g.savedEmails.length === 0).map(({ savedEmails: _, ...g }) => g),
    memberships,
  };
}

/** The person's data as one JSON document. */
export async function accountExport(db: Db, userId: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError("not_found", "No such account");
  const address = user.emailVerified && isClaimedEmail(user.email) ? user.email.toLowerCase() : undefined;
  const [signInLinks, sessions, groups, byAddress, standing] = await Promise.all([
    db
      .select({
        provider: authAccounts.providerId,
        subject: authAccounts.accountId,
        linkedAt: authAccounts.createdAt,
      })
      .from(authAccounts)
      .where(eq(authAccounts.userId, userId)),
    // Never the session token: it is a key, not information about the person.
    db
      .select({
        startedAt: authSessions.createdAt,
        expiresAt: authSessions.expiresAt,
        ipAddress: authSessions.ipAddress,
        userAgent: authSessions.userAgent,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(asc(authSessions.createdAt)),
    groupData(db, userId, address),
    address ? byAddressData(db, address) : undefined,
    seriesForExport(db, userId),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: address ?? null,
      emailVerified: user.emailVerified,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      pictureUrl: user.profileImageUrl,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      signInLinks,
      sessions,
      // Names, scopes and dates: never a token or its hash.
      accessTokens: await tokensForExport(db, userId),
      signUpInvitation: byAddress?.signUpInvitation ?? null,
    },
    hostedHangs: byAddress?.hosted ?? [],
    answers: byAddress?.answers ?? [],
    votes: byAddress?.votes ?? [],
    suggestions: byAddress?.suggestions ?? [],
    // What the address's answers said they would bring (the bring list's claims).
    bringing: address ? await claimsOfAddress(db, address) : [],
    // The photos they added (where and when, and the image paths; the images themselves are not copied).
    photos: address ? await photosOfAddress(db, address) : [],
    hangInvitations: byAddress?.invitations ?? [],
    groups: groups.groups,
    groupMemberships: groups.memberships,
    friendGroups: groups.friendGroups,
    // The standing hangs they set up (each round's date, status and hang) and their standing answers.
    standingHangs: standing.owned,
    standingAnswers: standing.answers,
    mailSentToYou: byAddress?.mail ?? [],
    mailYouStopped: {
      hangs: byAddress?.stoppedMail ?? [],
      groupInvitationsStoppedAt: byAddress?.stoppedGroupInvitationsAt ?? null,
    },
  };
}
