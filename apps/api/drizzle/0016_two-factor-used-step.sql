CREATE TABLE "two_factor_used_step" (
	"user_id" text PRIMARY KEY NOT NULL,
	"step" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factor_used_step" ADD CONSTRAINT "two_factor_used_step_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;