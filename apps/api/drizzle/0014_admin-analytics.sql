CREATE TABLE "analytics_active_days" (
	"day" date PRIMARY KEY NOT NULL,
	"dau" integer NOT NULL,
	"wau" integer NOT NULL,
	"mau" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_closed_days" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "analytics_closed_days_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_feature_days" (
	"day" date NOT NULL,
	"screen" text NOT NULL,
	"action_type" text NOT NULL,
	"action" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_feature_days_day_screen_action_type_action_pk" PRIMARY KEY("day","screen","action_type","action")
);
--> statement-breakpoint
CREATE TABLE "analytics_ledger_days" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "analytics_ledger_days_day_reason_reference_pk" PRIMARY KEY("day","reason","reference")
);
--> statement-breakpoint
CREATE TABLE "analytics_signup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sign_ups" integer DEFAULT 0 NOT NULL,
	"onboarded" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_user_days" (
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "analytics_user_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_user_days" ADD CONSTRAINT "analytics_user_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_user_days_user_idx" ON "analytics_user_days" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coin_ledger_created_idx" ON "coin_ledger" USING btree ("created_at");
--> statement-breakpoint
-- Admin analytics roll-ups (decision 026), kept by triggers so every writer of activity_logs and
-- user_activity feeds them without knowing. Days are UTC days. Rows are upserted in key order so
-- two concurrent batches lock shared feature rows in the same order and cannot deadlock.
CREATE OR REPLACE FUNCTION ketoflow_analytics_activity_rollup() RETURNS trigger AS $$
BEGIN
  INSERT INTO analytics_user_days (day, user_id)
    SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date, user_id FROM new_rows ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  INSERT INTO analytics_feature_days (day, screen, action_type, action, events)
    SELECT (created_at AT TIME ZONE 'UTC')::date,
      '/' || split_part(page_route, '/', 2),
      action_type,
      coalesce(CASE action_type
        WHEN 'feature_use' THEN (action_details->>'feature')
          || coalesce(':' || (action_details->>'action'), '')
        WHEN 'user_interaction' THEN action_details->>'action'
        WHEN 'system_event' THEN action_details->>'event'
        ELSE action_details->>'routeName'
      END, ''),
      count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, screen, action_type, action)
      DO UPDATE SET events = analytics_feature_days.events + excluded.events;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER activity_logs_analytics AFTER INSERT ON activity_logs
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ketoflow_analytics_activity_rollup();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ketoflow_analytics_last_active() RETURNS trigger AS $$
BEGIN
  INSERT INTO analytics_user_days (day, user_id)
    VALUES ((NEW.last_active_at AT TIME ZONE 'UTC')::date, NEW.user_id)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER user_activity_analytics AFTER INSERT OR UPDATE OF last_active_at ON user_activity
  FOR EACH ROW WHEN (NEW.last_active_at IS NOT NULL)
  EXECUTE FUNCTION ketoflow_analytics_last_active();--> statement-breakpoint
-- What happened before this migration: the activity still held (retention may have removed
-- older entries) and each account's last-active day.
INSERT INTO analytics_user_days (day, user_id)
  SELECT DISTINCT (created_at AT TIME ZONE 'UTC')::date, user_id FROM activity_logs
  UNION
  SELECT (last_active_at AT TIME ZONE 'UTC')::date, user_id FROM user_activity
    WHERE last_active_at IS NOT NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO analytics_feature_days (day, screen, action_type, action, events)
  SELECT (created_at AT TIME ZONE 'UTC')::date,
    '/' || split_part(page_route, '/', 2),
    action_type,
    coalesce(CASE action_type
      WHEN 'feature_use' THEN (action_details->>'feature')
        || coalesce(':' || (action_details->>'action'), '')
      WHEN 'user_interaction' THEN action_details->>'action'
      WHEN 'system_event' THEN action_details->>'event'
      ELSE action_details->>'routeName'
    END, ''),
    count(*)::int
  FROM activity_logs GROUP BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Sign-ups per UTC day and how many of those accounts have completed onboarding (a non-empty
-- summary after trimming). The account's day is its created_at; onboarding may be
-- completed, redone or removed later, and an account deleted, so every change moves the count.
CREATE OR REPLACE FUNCTION ketoflow_analytics_signup() RETURNS trigger AS $$
BEGIN
  INSERT INTO analytics_signup_days (day, sign_ups, onboarded)
    VALUES ((NEW.created_at AT TIME ZONE 'UTC')::date, 1, 0)
    ON CONFLICT (day) DO UPDATE SET sign_ups = analytics_signup_days.sign_ups + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER user_analytics_signup AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION ketoflow_analytics_signup();--> statement-breakpoint
-- BEFORE the delete: the account's onboarding row is still there (the cascade removes it after,
-- when the account is gone and the onboarding trigger below finds no day to change).
CREATE OR REPLACE FUNCTION ketoflow_analytics_signup_deleted() RETURNS trigger AS $$
BEGIN
  UPDATE analytics_signup_days SET sign_ups = sign_ups - 1,
    onboarded = onboarded - (SELECT count(*) FROM onboarding_responses o
      WHERE o.user_id = OLD.id AND btrim(o.ai_summary) <> '')::int
    WHERE day = (OLD.created_at AT TIME ZONE 'UTC')::date;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER user_analytics_signup_deleted BEFORE DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION ketoflow_analytics_signup_deleted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION ketoflow_analytics_onboarded() RETURNS trigger AS $$
DECLARE
  was integer := 0;
  now_done integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN was := (btrim(OLD.ai_summary) <> '')::int; END IF;
  IF TG_OP <> 'DELETE' THEN now_done := (btrim(NEW.ai_summary) <> '')::int; END IF;
  IF now_done <> was THEN
    UPDATE analytics_signup_days s SET onboarded = s.onboarded + now_done - was
      FROM "user" u
      WHERE u.id = coalesce(NEW.user_id, OLD.user_id)
        AND s.day = (u.created_at AT TIME ZONE 'UTC')::date;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER onboarding_analytics AFTER INSERT OR UPDATE OF ai_summary OR DELETE
  ON onboarding_responses
  FOR EACH ROW EXECUTE FUNCTION ketoflow_analytics_onboarded();--> statement-breakpoint
INSERT INTO analytics_signup_days (day, sign_ups, onboarded)
  SELECT (u.created_at AT TIME ZONE 'UTC')::date, count(*),
    count(*) FILTER (WHERE btrim(o.ai_summary) <> '')
  FROM "user" u LEFT JOIN onboarding_responses o ON o.user_id = u.id
  GROUP BY 1;
