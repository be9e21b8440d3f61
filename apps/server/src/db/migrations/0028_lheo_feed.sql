CREATE TABLE "feed_reads" (
	"feed" text PRIMARY KEY NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	"read_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "structures" ADD COLUMN "activity_number" text;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "expected_results" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "prerequisites" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "rhythm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "entry_level" text;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "entry_level_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "certifying" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "public_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "actions" ADD COLUMN "formacodes" text[] DEFAULT '{}'::text[] NOT NULL;