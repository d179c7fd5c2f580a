ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
-- Usernames become unique without regard to capital letters (ADR 034). A database may already hold 'Coach' and
-- 'coach': the account signed in most recently (else the oldest) keeps its name, each other one gets its id
-- appended ('coach-7') so the migration never fails and nobody is locked out; the Staff Accounts list shows it.
UPDATE "users" SET "username" = "users"."username" || '-' || "users"."id"
FROM (
	SELECT "id", row_number() OVER (
		PARTITION BY lower("username") ORDER BY "last_sign_in_at" DESC NULLS LAST, "id"
	) AS "rank" FROM "users"
) AS "ranked"
WHERE "ranked"."id" = "users"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));
