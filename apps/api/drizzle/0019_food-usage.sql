CREATE TABLE "food_usage" (
	"user_id" text NOT NULL,
	"food_id" text NOT NULL,
	"times_logged" integer NOT NULL,
	"last_logged_at" timestamp with time zone NOT NULL,
	"last_quantity" double precision NOT NULL,
	"last_unit" text NOT NULL,
	"last_grams" double precision NOT NULL,
	CONSTRAINT "food_usage_user_id_food_id_pk" PRIMARY KEY("user_id","food_id"),
	CONSTRAINT "food_usage_times_logged_positive" CHECK ("food_usage"."times_logged" > 0)
);
--> statement-breakpoint
ALTER TABLE "food_usage" ADD CONSTRAINT "food_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_usage" ADD CONSTRAINT "food_usage_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_usage_user_last_logged_idx" ON "food_usage" USING btree ("user_id","last_logged_at");--> statement-breakpoint
-- The usage of everything already in the diary: per user and food, how many items were
-- logged and when the newest was, with the newest item's amount (the latest entry, then its
-- last position, as the recent list chose it when it read the diary itself).
INSERT INTO "food_usage" ("user_id", "food_id", "times_logged", "last_logged_at", "last_quantity", "last_unit", "last_grams")
SELECT counts.user_id, counts.food_id, counts.n, counts.last, newest.quantity, newest.unit, newest.grams
FROM (
  SELECT "user_id", "food_id", count(*)::int AS n, max("created_at") AS last
  FROM "meal_items"
  WHERE "food_id" IS NOT NULL
  GROUP BY "user_id", "food_id"
) counts
JOIN (
  SELECT DISTINCT ON ("user_id", "food_id") "user_id", "food_id", "quantity", "unit", "grams"
  FROM "meal_items"
  WHERE "food_id" IS NOT NULL
  ORDER BY "user_id", "food_id", "created_at" DESC, "position" DESC
) newest ON newest.user_id = counts.user_id AND newest.food_id = counts.food_id;
