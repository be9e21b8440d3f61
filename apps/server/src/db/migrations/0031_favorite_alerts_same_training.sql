-- Decisions 078 and 079: the programme repeats an action as a new one each year, so a follower
-- of a training follows its namesakes too: a session published is announced to everyone with a
-- favourite of another session of the same training, an action of the same provider with the
-- same folded name (lib/same-training.ts), whatever its programme year.
CREATE OR REPLACE FUNCTION "favorite_alerts_on_publish"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."published" AND (TG_OP = 'INSERT' OR NOT OLD."published") AND NEW."start_date" > now() THEN
    INSERT INTO "favorite_alerts" ("user_id", "session_id", "kind")
    SELECT DISTINCT f."user_id", NEW."id", 'NEW_SESSION'::"favorite_alert_kind"
    FROM "favorites" f
    JOIN "sessions" s ON s."id" = f."session_id"
    JOIN "actions" fa ON fa."id" = s."action_id"
    JOIN "actions" na ON na."id" = NEW."action_id"
    WHERE fa."provider_id" IS NOT DISTINCT FROM na."provider_id"
      AND fa."name_folded" = na."name_folded"
      AND s."id" <> NEW."id"
      AND NOT EXISTS (
        SELECT 1 FROM "favorite_alert_settings" a WHERE a."user_id" = f."user_id" AND NOT a."enabled"
      )
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
