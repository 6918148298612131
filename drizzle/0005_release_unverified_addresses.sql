-- Before this, a sign-in whose provider did not vouch for its address (email_verified false) still
-- took that address, and its verified owner could never sign in. Such accounts now hold a
-- placeholder that no mailbox can have, as new ones do (src/server/auth/profile.ts).
UPDATE "users"
SET "email" = 'unverified-' || replace("id"::text, '-', '') || '@unverified.invalid'
WHERE NOT "email_verified" AND "email" NOT LIKE '%@unverified.invalid';
