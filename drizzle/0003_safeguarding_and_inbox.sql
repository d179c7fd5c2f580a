CREATE TABLE "inquiry_alerts" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "name_on_website" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "show_date_of_birth" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "show_photo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "photo_consent_date" date;--> statement-breakpoint
ALTER TABLE "inquiry_alerts" ADD CONSTRAINT "inquiry_alerts_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE cascade ON UPDATE no action;