"""Sets the page's viewport exactly, independent of window decorations."""


def set_viewport(driver, width, height):
    """Makes the layout viewport `width` x `height` CSS pixels. Desktop mode:
    a mobile viewport would widen itself to fit overflowing content and hide
    the very sideways scrolling the layout checks look for."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
