-- Activity details use snake_case key names (route_name, button_type): entries
-- stored under the earlier names are renamed in place, so every row reads the same way.
UPDATE "activity_logs"
SET "action_details" = ("action_details" - 'routeName') || jsonb_build_object('route_name', "action_details"->'routeName')
WHERE "action_details" ? 'routeName';
--> statement-breakpoint
UPDATE "activity_logs"
SET "action_details" = ("action_details" - 'buttonType') || jsonb_build_object('button_type', "action_details"->'buttonType')
WHERE "action_details" ? 'buttonType';
--> statement-breakpoint
-- The analytics roll-up (decision 026) reads a page visit's route name under its new key.
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
        ELSE action_details->>'route_name'
      END, ''),
      count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, screen, action_type, action)
      DO UPDATE SET events = analytics_feature_days.events + excluded.events;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
