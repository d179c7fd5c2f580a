CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"home_away" text,
	"score_for" integer,
	"score_against" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "slug" text;--> statement-breakpoint
-- Articles written before slugs existed get their title's slug (as src/shared/slug.ts makes it, less accents),
-- numbered from the second article with the same one, oldest first.
UPDATE "news_articles" AS "n" SET "slug" = "s"."slug" FROM (
	SELECT "id", CASE WHEN row_number() OVER "same" = 1 THEN "base" ELSE "base" || '-' || row_number() OVER "same" END AS "slug"
	FROM (
		SELECT "id", "created_at", coalesce(nullif(rtrim(left(trim(both '-' from regexp_replace(
			replace(replace(replace(lower("title"), '&', ' and '), '''', ''), '’', ''), '[^a-z0-9]+', '-', 'g')), 80), '-'), ''), 'article') AS "base"
		FROM "news_articles"
	) AS "b"
	WINDOW "same" AS (PARTITION BY "base" ORDER BY "created_at", "id")
) AS "s" WHERE "n"."id" = "s"."id";--> statement-breakpoint
ALTER TABLE "news_articles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_team_id_idx" ON "events" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_slug_unique" UNIQUE("slug");
