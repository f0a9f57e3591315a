"""The app's frame: navigation state, language, style, links between pages, notices, the learner on this device."""
