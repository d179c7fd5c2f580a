CREATE TABLE "trash" (
	"entity" text NOT NULL,
	"item_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"image_urls" text[] NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer,
	CONSTRAINT "trash_entity_item_id_pk" PRIMARY KEY("entity","item_id")
);
