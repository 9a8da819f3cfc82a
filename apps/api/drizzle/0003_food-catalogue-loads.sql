CREATE TABLE "food_catalogue_loads" (
	"name" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"food_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
