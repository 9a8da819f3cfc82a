CREATE TABLE "digistore_ipn_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text,
	"order_id" text,
	"transaction_id" text,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"http_status" integer NOT NULL,
	"message" text,
	"ip_address" text,
	"payload" jsonb
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "digistore_ipn_calls_received_idx" ON "digistore_ipn_calls" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "digistore_ipn_calls_order_idx" ON "digistore_ipn_calls" USING btree ("order_id","received_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox_emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_status_created_idx" ON "outbox_emails" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "digistore_orders_created_idx" ON "digistore_orders" USING btree ("created_at","id");--> statement-breakpoint
UPDATE "outbox_emails" SET "attempts" = 1, "sent_at" = "created_at" WHERE "status" = 'sent';
