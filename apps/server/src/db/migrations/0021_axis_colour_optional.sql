ALTER TABLE "axes" ALTER COLUMN "color" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "axes" ALTER COLUMN "color" DROP NOT NULL;