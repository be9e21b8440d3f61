ALTER TABLE "structures" ADD COLUMN "manager_civility" "civility";--> statement-breakpoint
ALTER TABLE "session_history" ADD COLUMN "event" text;