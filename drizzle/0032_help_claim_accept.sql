ALTER TABLE `help_claims` ADD `accepted_at` integer;--> statement-breakpoint
ALTER TABLE `help_claims` ADD `accepted_by_id` text;--> statement-breakpoint
ALTER TABLE `help_claims` ADD `spot` text;