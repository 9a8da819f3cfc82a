CREATE TABLE "coach_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"intent" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"safety_flag" text,
	"engine" text,
	"model" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dream_me_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"photo_id" uuid,
	"image_id" uuid,
	"timeline_days" integer NOT NULL,
	"start_weight_kg" double precision NOT NULL,
	"projected_weight_kg" double precision NOT NULL,
	"projected_low_kg" double precision NOT NULL,
	"projected_high_kg" double precision NOT NULL,
	"projection" jsonb NOT NULL,
	"image_kind" text NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"photo_id" uuid,
	"method" text NOT NULL,
	"food_type" text NOT NULL,
	"keto_score" integer NOT NULL,
	"verdict" text NOT NULL,
	"analysis" text NOT NULL,
	"recommendation" text NOT NULL,
	"items" jsonb NOT NULL,
	"macros" jsonb NOT NULL,
	"meal_id" uuid,
	"engine" text NOT NULL,
	"model" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plan_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"day_number" integer NOT NULL,
	"day_name" text NOT NULL,
	"date" date NOT NULL,
	"meals" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"shortfall" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"duration" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_responses" ADD COLUMN "summary_engine" text DEFAULT 'builtin' NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_responses" ADD COLUMN "summary_model" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ai_engine" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ai_model" text;--> statement-breakpoint
ALTER TABLE "coach_conversations" ADD CONSTRAINT "coach_conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_conversation_id_coach_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."coach_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_me_results" ADD CONSTRAINT "dream_me_results_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_me_results" ADD CONSTRAINT "dream_me_results_photo_id_uploads_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_me_results" ADD CONSTRAINT "dream_me_results_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_scans" ADD CONSTRAINT "food_scans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_scans" ADD CONSTRAINT "food_scans_photo_id_uploads_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_days" ADD CONSTRAINT "meal_plan_days_plan_id_meal_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_days" ADD CONSTRAINT "meal_plan_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_conversations_user_updated_idx" ON "coach_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "coach_messages_conversation_idx" ON "coach_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_messages_user_key_uq" ON "coach_messages" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "dream_me_user_created_idx" ON "dream_me_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dream_me_user_key_uq" ON "dream_me_results" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "food_scans_user_created_idx" ON "food_scans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "food_scans_user_key_uq" ON "food_scans" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_days_plan_day_uq" ON "meal_plan_days" USING btree ("plan_id","day_number");--> statement-breakpoint
CREATE INDEX "meal_plan_days_user_date_idx" ON "meal_plan_days" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "meal_plans_user_current_idx" ON "meal_plans" USING btree ("user_id","status","ends_on","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_user_key_uq" ON "meal_plans" USING btree ("user_id","idempotency_key");