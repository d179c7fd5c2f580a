-- Families following club news or teams by email (the address sealed with DATA_KEY when it is set,
-- found again by its key), the fixture changes waiting for their batch, the articles already told, and the
-- follower an outbox email goes to.
CREATE TABLE "follow_announcements" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"news" boolean DEFAULT false NOT NULL,
	"team_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"confirm_token" text NOT NULL,
	"manage_token" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "follower_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "follow_changes" ADD CONSTRAINT "follow_changes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_changes_pending_idx" ON "follow_changes" USING btree ("at") WHERE "follow_changes"."dispatched_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "followers_email_key_unique" ON "followers" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "followers_confirm_token_unique" ON "followers" USING btree ("confirm_token");--> statement-breakpoint
CREATE UNIQUE INDEX "followers_manage_token_unique" ON "followers" USING btree ("manage_token");--> statement-breakpoint
CREATE UNIQUE INDEX "followers_unsubscribe_token_unique" ON "followers" USING btree ("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_follower_id_followers_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."followers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_follower_id_idx" ON "mail_outbox" USING btree ("follower_id");--> statement-breakpoint
-- Articles public before following existed are never sent to followers.
INSERT INTO "follow_announcements" ("article_id", "at") SELECT "id", now() FROM "news_articles";