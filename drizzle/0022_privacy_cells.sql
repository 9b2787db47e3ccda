CREATE TABLE `data_steps` (
	`name` text PRIMARY KEY NOT NULL,
	`done_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `colonies` DROP COLUMN `radius_meters`;