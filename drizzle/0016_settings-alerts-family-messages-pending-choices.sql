ALTER TABLE "followers" ADD COLUMN "pending_news" boolean;--> statement-breakpoint
ALTER TABLE "followers" ADD COLUMN "pending_team_ids" uuid[];--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "family_message" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "family_message_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "support_swift" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "support_bank_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "alert_email" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "season_cutoff_date" date;--> statement-breakpoint
-- Alerts keep going where they went (the contact email), unless that was still the placeholder.
UPDATE "site_settings" SET "alert_email" = "contact_email" WHERE lower(trim("contact_email")) <> 'info@example.com';
