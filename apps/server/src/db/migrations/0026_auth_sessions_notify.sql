-- Decision 070: each replica keeps the sessions it has just read (plugins/auth.ts) and drops them
-- when anything a session is made of changes, whatever code writes it: a token revoked, its
-- profile switched or its row deleted while live, a user's name, e-mail, active profile or
-- disabled flag, a profile granted or taken, a structure renamed or (de)activated. The
-- notification reaches every replica once the transaction commits (the `caches` channel of
-- decision 045, the cache's name as payload; PostgreSQL sends it once per transaction).
CREATE FUNCTION "auth_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('passerelle_caches', 'auth-sessions');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_tokens_sessions_changed"
  AFTER UPDATE OF "revoked_at", "expires_at", "profile_code", "user_id", "impersonator_id", "token_hash"
  ON "auth_tokens"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_live_deleted"
  AFTER DELETE ON "auth_tokens"
  FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND OLD."expires_at" > now())
  EXECUTE FUNCTION "auth_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed"
  AFTER UPDATE OF "username", "civility", "given_name", "family_name", "email", "disabled",
    "current_profile_code" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "user_profiles_sessions_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "user_profiles"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "structures_sessions_changed"
  AFTER UPDATE OF "name", "active" OR DELETE ON "structures"
  FOR EACH ROW EXECUTE FUNCTION "auth_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "auth_tokens_truncated" AFTER TRUNCATE ON "auth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "user_profiles_truncated" AFTER TRUNCATE ON "user_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "structures_truncated" AFTER TRUNCATE ON "structures"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_sessions_changed"();
