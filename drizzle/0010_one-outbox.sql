-- One outbox for every email (everything that leaves by email goes through it): enquiry alerts move from inquiry_alerts into mail_outbox as kind
-- 'enquiry-alert', sent and unsent alike, with their tries, due time, last error and dates.
ALTER TABLE "mail_outbox" ADD COLUMN "inquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "mail_outbox" ("kind", "inquiry_id", "attempts", "next_attempt_at", "last_error", "sent_at", "created_at")
SELECT 'enquiry-alert', "inquiry_id", "attempts", "next_attempt_at", "last_error", "sent_at", "created_at" FROM "inquiry_alerts";--> statement-breakpoint
DROP TABLE "inquiry_alerts" CASCADE;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_inquiry_id_idx" ON "mail_outbox" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_registration_id_idx" ON "mail_outbox" USING btree ("registration_id");
