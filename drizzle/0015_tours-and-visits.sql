CREATE TABLE "tour_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"amount_toea" integer NOT NULL,
	"received_on" date NOT NULL,
	"private" text NOT NULL,
	"show_name" boolean DEFAULT false NOT NULL,
	"show_amount" boolean DEFAULT false NOT NULL,
	"method" text NOT NULL,
	"sponsor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"destination" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"image_url" text,
	"description" text DEFAULT '' NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"player_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coach_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_kina" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_day_path_source_pk" PRIMARY KEY("day","path","source")
);
--> statement-breakpoint
CREATE TABLE "sponsor_counts" (
	"day" date NOT NULL,
	"sponsor_id" uuid NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsor_counts_day_sponsor_id_pk" PRIMARY KEY("day","sponsor_id")
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "tour_id" uuid;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "support_bank_account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "support_mobile_money" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "support_cash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_contributions" ADD CONSTRAINT "tour_contributions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_contributions" ADD CONSTRAINT "tour_contributions_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_contributions_tour_id_idx" ON "tour_contributions" USING btree ("tour_id");--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;