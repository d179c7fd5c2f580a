ALTER TABLE "contact_inquiries" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "whatsapp_number" text;