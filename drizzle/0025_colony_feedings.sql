CREATE TABLE `colony_feedings` (
	`id` text PRIMARY KEY NOT NULL,
	`colony_id` text NOT NULL,
	`user_id` text NOT NULL,
	`made_at` integer NOT NULL,
	`cats` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`colony_id`) REFERENCES `colonies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `colony_feedings_colony_idx` ON `colony_feedings` (`colony_id`,`made_at`);