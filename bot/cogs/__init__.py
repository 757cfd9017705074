"""The bot's cogs: answering commands (advice), information (info) and administration (admin)."""
